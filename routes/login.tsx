// /login, and the screen a visitor sees at every protected path.
import { AuthShell, PITCH } from "../components/AuthShell";
import { Island } from "../worker/render/island";
import LoginForm from "../islands/LoginForm";
import Toaster from "../islands/Toaster";
import GuestPractice from "../islands/GuestPractice";
import QuestionSession from "../islands/QuestionSession";

export const title = "Sign in";

export default function LoginPage() {
  return (
    <AuthShell
      aside={
        <>
          <h2>New here?</h2>
          <p>Prepare for the NCLEX-RN a little every day.</p>
          <ul className="pitch">
            {PITCH.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <a className="btn btn-light" href="/register">
            SIGN UP
          </a>
        </>
      }
    >
      <h1>Welcome back</h1>
      <p className="muted">Sign in to continue your NCLEX preparation.</p>
      <Island name="LoginForm" component={LoginForm} props={{}} />
      <section className="visitor-card" aria-labelledby="track-title">
        <h2 id="track-title">Track Your Progress</h2>
        <p className="muted">Login to save answers and view detailed analytics</p>
        <div className="button-row">
          <a className="btn btn-primary" href="/login">
            Login
          </a>
          <a className="btn btn-outline" href="/register">
            Sign Up
          </a>
        </div>
        <Island name="GuestPractice" component={GuestPractice} props={{}} />
      </section>
      <Island name="QuestionSession" component={QuestionSession} props={{}} />
      <Island name="Toaster" component={Toaster} props={{}} />
    </AuthShell>
  );
}
