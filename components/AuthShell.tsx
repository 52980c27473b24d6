// The two-panel frame of the login and register screens.
import type { ReactNode } from "react";
import { Icon } from "./icons";

export function AuthShell({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <div className="auth-page">
      <main className="auth-card">
        <section className="auth-aside">
          <div className="brand brand-light">
            <span className="brand-mark" aria-hidden="true">
              <Icon name="heart" size={20} />
            </span>
            <strong>NCLEX Daily</strong>
          </div>
          {aside}
        </section>
        <section className="auth-main">{children}</section>
      </main>
    </div>
  );
}

export const PITCH = [
  "Daily NCLEX-RN practice questions with rationales",
  "Adaptive learning that targets your weak areas",
  "Test-taking strategies and timed exam simulations",
];
