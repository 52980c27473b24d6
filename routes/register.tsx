// /register
import { AuthShell, PITCH } from "../components/AuthShell";
import { Island } from "../worker/render/island";
import RegisterForm from "../islands/RegisterForm";
import Toaster from "../islands/Toaster";

export const title = "Create your account";

export default function RegisterPage({ minExamDate, maxExamDate }: { minExamDate: string; maxExamDate: string }) {
  return (
    <AuthShell
      aside={
        <>
          <h2>Already studying with us?</h2>
          <p>Pick up where you left off.</p>
          <ul className="pitch">
            {PITCH.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <a className="btn btn-light" href="/login">
            SIGN IN
          </a>
        </>
      }
    >
      <h1>Create your account</h1>
      <p className="muted">Start your daily NCLEX practice today.</p>
      <Island name="RegisterForm" component={RegisterForm} props={{ minExamDate, maxExamDate }} />
      <Island name="Toaster" component={Toaster} props={{}} />
    </AuthShell>
  );
}
