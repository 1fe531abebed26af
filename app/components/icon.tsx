import prerenderedShapes from "virtual:icon-shapes";
import spriteUrl from "virtual:icon-sprite";
import {
  ArrowLeft,
  ArrowRight,
  ArrowRightLeft,
  ArrowUp,
  AtSign,
  BadgeCheck,
  BookOpen,
  Briefcase,
  BriefcaseBusiness,
  Building2,
  CalendarDays,
  ChartColumn,
  Check,
  ChevronDown,
  CircleCheck,
  CirclePlay,
  ClipboardList,
  Clock,
  Code,
  CodeXml,
  Copy,
  Download,
  Ellipsis,
  Eye,
  Factory,
  FileText,
  Folder,
  Globe,
  GripVertical,
  Handshake,
  Heart,
  HeartPulse,
  Kanban,
  KeyRound,
  Landmark,
  Lock,
  type LucideIcon,
  Mail,
  MapPin,
  Megaphone,
  Menu,
  MessagesSquare,
  Minus,
  Monitor,
  Moon,
  Palette,
  Paperclip,
  Phone,
  Plug,
  Plus,
  Rocket,
  RotateCcw,
  ScrollText,
  Search,
  Send,
  Server,
  Settings,
  ShieldCheck,
  SquarePlay,
  SquarePlus,
  Store,
  Sun,
  Table2,
  Target,
  Timer,
  TrendingUp,
  Undo2,
  Users,
  Wallet,
  Workflow,
  X,
  Zap,
} from "lucide-react";
import type { ComponentProps } from "react";
import type { IconName } from "~/content/icon-names";
// Relative: the build's icon-sprite plugin loads this file without the app's "~" alias.
import { cn } from "../lib/cn";

/**
 * Every icon the site draws with <Icon>: the names content uses (content/icon-names.ts),
 * then the glyphs of the site's own controls. They are rendered once, at build
 * (pipeline/vite/icon-sprite.mjs): into each prerendered page, inline, and into the sprite
 * assets/icons-<hash>.svg that icons drawn in the browser point into, so no icon code
 * ships to the browser (as components they cost about 3 KB of gzip JavaScript per page).
 * lucide-react has no brand marks, so the social links use neutral glyphs and say the
 * network in their names.
 */
export const spriteIcons = {
  kanban: Kanban,
  workflow: Workflow,
  handshake: Handshake,
  messages: MessagesSquare,
  chart: ChartColumn,
  plug: Plug,
  code: Code,
  megaphone: Megaphone,
  users: Users,
  settings: Settings,
  clipboard: ClipboardList,
  building: Building2,
  rocket: Rocket,
  shield: ShieldCheck,
  book: BookOpen,
  mail: Mail,
  folder: Folder,
  calendar: CalendarDays,
  palette: Palette,
  wallet: Wallet,
  linkedin: BriefcaseBusiness,
  twitter: AtSign,
  github: CodeXml,
  youtube: SquarePlay,
  lock: Lock,
  key: KeyRound,
  scroll: ScrollText,
  server: Server,
  eye: Eye,
  target: Target,
  heart: Heart,
  globe: Globe,
  trending: TrendingUp,
  "heart-pulse": HeartPulse,
  landmark: Landmark,
  factory: Factory,
  store: Store,
  "arrow-left": ArrowLeft,
  "arrow-right": ArrowRight,
  "arrow-up": ArrowUp,
  check: Check,
  "chevron-down": ChevronDown,
  close: X,
  menu: Menu,
  "arrow-right-left": ArrowRightLeft,
  "badge-check": BadgeCheck,
  briefcase: Briefcase,
  "circle-check": CircleCheck,
  "circle-play": CirclePlay,
  clock: Clock,
  copy: Copy,
  download: Download,
  "file-text": FileText,
  "map-pin": MapPin,
  minus: Minus,
  paperclip: Paperclip,
  phone: Phone,
  send: Send,
  "square-plus": SquarePlus,
  timer: Timer,
  zap: Zap,
  search: Search,
  sun: Sun,
  moon: Moon,
  monitor: Monitor,
  ellipsis: Ellipsis,
  grip: GripVertical,
  plus: Plus,
  reset: RotateCcw,
  table: Table2,
  undo: Undo2,
} satisfies Record<IconName, LucideIcon> & Record<string, LucideIcon>;

export type SpriteIconName = keyof typeof spriteIcons;

/**
 * What goes inside an icon's `<svg>`: its shapes in the prerendered HTML (no second document
 * to fetch while the page loads), a `<use>` of the sprite when the browser draws it. Set as
 * inner HTML, which hydration leaves as it finds it, so the prerendered shapes stay.
 */
const iconMarkup = (name: SpriteIconName) =>
  prerenderedShapes?.[name] ?? `<use href="${spriteUrl}#${name}"></use>`;

/**
 * Icons that point a way (forward, back, send, undo) mirror on right-to-left pages, where
 * forward is to the left; the others (search, globe, check, up) read the same both ways.
 */
const pointsAWay = new Set<SpriteIconName>(["arrow-left", "arrow-right", "send", "undo"]);

/** A decorative icon; the text beside it carries the meaning. Drawn like a lucide icon. */
export function Icon({
  name,
  className,
  ...props
}: { name: SpriteIconName } & Omit<ComponentProps<"svg">, "children" | "dangerouslySetInnerHTML">) {
  return (
    <svg
      className={pointsAWay.has(name) ? cn("rtl:-scale-x-100", className) : className}
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup the build rendered from lucide, or a sprite reference; never visitor input
      dangerouslySetInnerHTML={{ __html: iconMarkup(name) }}
    />
  );
}
