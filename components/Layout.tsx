// The signed-in app frame: sidebar, mobile top bar with the drawer toggle,
// the page, and the toaster island (left out on island-free pages).
import type { ReactNode } from "react";
import { Sidebar, type SidebarUser } from "./Sidebar";
import { Icon } from "./icons";
import { Island } from "../worker/render/island";
import Toaster from "../islands/Toaster";

export function Layout({
  path,
  user,
  toaster = true,
  children,
}: {
  path: string;
  user: SidebarUser | null;
  toaster?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar path={path} user={user} />
      <div className="app-main">
        <header className="topbar">
          <button type="button" className="icon-btn menu-btn" popoverTarget="sidebar" aria-label="Open navigation">
            <Icon name="menu" size={22} />
          </button>
          <span className="topbar-title">NCLEX DAILY</span>
        </header>
        <main id="main" className="page">
          {children}
        </main>
      </div>
      {toaster && <Island name="Toaster" component={Toaster} props={{}} />}
    </div>
  );
}
