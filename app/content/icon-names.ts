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
  "book",
  "mail",
  "folder",
  "calendar",
  "palette",
  "wallet",
  "linkedin",
  "twitter",
  "github",
  "youtube",
] as const;

export type IconName = (typeof iconNames)[number];
