import {
  AtSign,
  BookOpen,
  BriefcaseBusiness,
  Building2,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  Code,
  CodeXml,
  Folder,
  Handshake,
  Kanban,
  type LucideIcon,
  Mail,
  Megaphone,
  MessagesSquare,
  Palette,
  Plug,
  Rocket,
  Settings,
  ShieldCheck,
  SquarePlay,
  Users,
  Wallet,
  Workflow,
} from "lucide-react";
import type { IconName } from "~/content/icon-names";

/** lucide-react has no brand marks, so the social links use neutral glyphs and say the network in their names. */
const icons: Record<IconName, LucideIcon> = {
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
};

/** A decorative icon named by content; the text beside it carries the meaning. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
