/**
 * Names content may use for an icon. Content stays plain data; `components/icon.tsx`
 * maps each name to a lucide-react component, so only the icons named here are bundled.
 */
export const iconNames = [
  "kanban",
  "workflow",
  "handshake",
  "messages",
  "chart",
  "plug",
  "code",
  "megaphone",
  "users",
  "settings",
  "clipboard",
  "building",
  "rocket",
  "shield",
  "linkedin",
  "twitter",
  "github",
  "youtube",
  "lock",
  "key",
  "scroll",
  "server",
  "eye",
  "target",
  "heart",
  "globe",
  "book",
  "trending",
  "heart-pulse",
  "landmark",
  "factory",
  "store",
] as const;

export type IconName = (typeof iconNames)[number];
