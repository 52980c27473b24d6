// The side navigation (spec section 2). On small screens it is a native
// popover: the header's menu button opens it, a click on the dark backdrop
// (light dismiss) closes it, and it needs no JavaScript at all.
import { Icon, type IconName } from "./icons";
import { shortUsDate } from "../lib/dates";
import { innerHtml } from "../worker/render/inner-html";

export const NAV: {
  href: string;
  label: string;
  icon: IconName;
  /** also current on the pages below it (a case study under the list) */ section?: boolean;
}[] = [
  { href: "/", label: "Dashboard", icon: "dashboard" },
  { href: "/question-bank", label: "Question Bank", icon: "book" },
  { href: "/practice", label: "Practice Questions", icon: "target" },
  { href: "/case-studies", label: "Case Studies", icon: "user", section: true },
  { href: "/study-strategies", label: "Study Strategies", icon: "bulb" },
  { href: "/timed-tests", label: "Timed Tests", icon: "clock" },
  { href: "/bookmarks", label: "Bookmarks", icon: "bookmark" },
  { href: "/study-plan", label: "Study Plan", icon: "calendar" },
  { href: "/analytics", label: "Analytics", icon: "chart" },
];

export interface SidebarUser {
  username: string;
  examDate: string | null;
}

const isCurrent = ({ href, section }: (typeof NAV)[number], path: string) =>
  href === "/" ? path === "/" || path === "/dashboard" : path === href || (!!section && path.startsWith(`${href}/`));

export function Sidebar({ path, user }: { path: string; user: SidebarUser | null }) {
  return (
    <nav
      id="sidebar"
      className="sidebar"
      popover="auto"
      aria-label="Main navigation"
      dangerouslySetInnerHTML={innerHtml(<SidebarContents path={path} user={user} />)}
    />
  );
}

function SidebarContents({ path, user }: { path: string; user: SidebarUser | null }) {
  return (
    <>
      <a className="brand" href="/">
        <span className="brand-mark" aria-hidden="true">
          <Icon name="heart" size={20} />
        </span>
        <span>
          <strong>NCLEX Daily</strong>
          <small>RN exam prep</small>
        </span>
      </a>
      <ul className="nav-list">
        {NAV.map((item) => (
          <li key={item.href}>
            <a href={item.href} className="nav-link" aria-current={isCurrent(item, path) ? "page" : undefined}>
              <Icon name={item.icon} />
              {item.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="sidebar-footer">
        <div className="avatar" aria-hidden="true">
          <Icon name="user" />
        </div>
        <div className="who">
          <strong data-testid="sidebar-username">{user?.username || "Guest User"}</strong>
          <small>Nursing Student</small>
          <small>{`Exam: ${user?.examDate ? shortUsDate(user.examDate) : "Not set"}`}</small>
        </div>
        <a className="btn btn-ghost btn-block" href="/api/logout">
          <Icon name="logout" /> Sign Out
        </a>
      </div>
    </>
  );
}
