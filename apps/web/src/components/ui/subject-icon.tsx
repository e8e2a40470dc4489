import {
  Atom,
  BookOpen,
  BookOpenText,
  Brain,
  Briefcase,
  Calculator,
  FlaskConical,
  Globe,
  Landmark,
  Languages,
  Lightbulb,
  MapIcon,
  MessageSquareText,
  Microscope,
  Monitor,
  MoonStar,
  Receipt,
  Speech,
  TestTube,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';

/**
 * The lucide icon a catalog subject names (apps/api/src/modules/catalog/catalog-subjects-data.ts),
 * shared by every feature that shows subjects. Imported one by one so the bundle carries these,
 * not all of lucide; an unknown name falls back to a book.
 */
const iconsByName: Record<string, LucideIcon> = {
  atom: Atom,
  'book-open-text': BookOpenText,
  brain: Brain,
  briefcase: Briefcase,
  calculator: Calculator,
  'flask-conical': FlaskConical,
  globe: Globe,
  landmark: Landmark,
  languages: Languages,
  lightbulb: Lightbulb,
  map: MapIcon,
  'message-square-text': MessageSquareText,
  microscope: Microscope,
  monitor: Monitor,
  'moon-star': MoonStar,
  receipt: Receipt,
  speech: Speech,
  'test-tube': TestTube,
  'trending-up': TrendingUp,
};

export function SubjectIcon({ name, className = 'size-5' }: { name: string; className?: string }) {
  const Icon = iconsByName[name] ?? BookOpen;
  return <Icon aria-hidden="true" className={className} />;
}
