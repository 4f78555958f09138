import {
  FolderHeart,
  GalleryVerticalEnd,
  Images,
  Inbox,
  LayoutDashboard,
  Settings,
  Share2,
  Ticket,
  Upload,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@vaultbox/common/constants.ts';

export interface NavItem {
  to: string;
  /** i18n key of the label. */
  label: string;
  icon: LucideIcon;
}

const DASHBOARD: NavItem = { to: '/dashboard', label: 'pages.dashboard', icon: LayoutDashboard };
const LIBRARY: NavItem = { to: '/library', label: 'pages.library', icon: Images };
const PHOTOS: NavItem = { to: '/photos', label: 'pages.photos', icon: GalleryVerticalEnd };
const ALBUMS: NavItem = { to: '/albums', label: 'pages.albums', icon: FolderHeart };
const UPLOAD: NavItem = { to: '/upload', label: 'pages.upload', icon: Upload };
const SHARING: NavItem = { to: '/sharing', label: 'pages.sharing', icon: Share2 };
const REQUESTS: NavItem = { to: '/requests', label: 'pages.fileRequests', icon: Inbox };
const INVITES: NavItem = { to: '/invite-codes', label: 'pages.inviteCodes', icon: Ticket };
const USERS: NavItem = { to: '/manage-users', label: 'pages.manageUsers', icon: Users };
const SETTINGS: NavItem = { to: '/settings', label: 'pages.settings', icon: Settings };

/** The sidebar: Invite Codes before Settings for admin or owner, Manage Users before Settings for owner. */
export function navItemsFor(role: Role | null): NavItem[] {
  const items = [DASHBOARD, LIBRARY, PHOTOS, ALBUMS, UPLOAD, SHARING, REQUESTS];
  if (role === 'admin' || role === 'owner') items.push(INVITES);
  if (role === 'owner') items.push(USERS);
  items.push(SETTINGS);
  return items;
}

const TITLES: Record<string, string> = {
  dashboard: 'pages.dashboard',
  library: 'pages.library',
  photos: 'pages.photos',
  albums: 'pages.albums',
  player: 'pages.player',
  upload: 'pages.upload',
  sharing: 'pages.sharing',
  requests: 'pages.fileRequests',
  // The "extend by 7 days" link of an expiry reminder (/shares/extend/{token}) belongs to sharing.
  shares: 'pages.sharing',
  // A file's delete page (/files/{id}/delete, the DeletionURL of an integration upload) belongs to the library.
  files: 'pages.library',
  settings: 'pages.settings',
  'invite-codes': 'pages.inviteCodes',
  'manage-users': 'pages.manageUsers',
  media: 'pages.media',
};

/**
 * The header title comes from the first path segment (docs/product.md, Layout); an i18n key, or null when none fits.
 */
export function headerTitleKey(pathname: string): string | null {
  const first = pathname.split('/').find((segment) => segment.length > 0) ?? 'dashboard';
  return TITLES[first] ?? null;
}

/** A readable title for an unknown first segment: 'some-area' -> 'Some Area'. */
export function titleFromSegment(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment.length > 0) ?? '';
  return first
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
