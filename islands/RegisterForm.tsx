// The registration form (spec sections 2, 4, 5, 8): client checks in the
// spec's order, then the server validates everything again.
import { useState, type FormEvent } from "react";
import { api, ApiError } from "../client/api";
import { flashToast, toast } from "../client/toast";
import { PasswordInput } from "../client/ui/PasswordInput";

export default function RegisterForm({ minExamDate, maxExamDate }: { minExamDate: string; maxExamDate: string }) {
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = String(form.get("password") ?? "");
    if (password !== form.get("confirmPassword")) {
      return toast({
        title: "Password mismatch",
        description: "Passwords do not match. Please try again.",
        variant: "destructive",
      });
    }
    if (password.length < 6) {
      return toast({
        title: "Password too short",
        description: "Password must be at least 6 characters long.",
        variant: "destructive",
      });
    }
    const examDay = String(form.get("examDate") ?? "");
    setPending(true);
    try {
      await api("POST", "/api/auth/register", {
        username: String(form.get("username") ?? ""),
        email: String(form.get("email") ?? ""),
        password,
        examDate: examDay ? `${examDay}T00:00:00.000Z` : null,
      });
      flashToast({ title: "Registration successful!", description: "Welcome to NCLEX Daily! You're now logged in." });
      window.location.assign("/");
    } catch (err) {
      const description =
        err instanceof ApiError
          ? (err.serverMessage ?? "Something went wrong. Please try again.")
          : "Network error. Please check your connection and try again.";
      toast({ title: "Registration failed", description, variant: "destructive" });
      setPending(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor="reg-username">Username</label>
        <input
          id="reg-username"
          name="username"
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      <div className="field">
        <label htmlFor="reg-email">Email</label>
        <input id="reg-email" name="email" type="email" required autoComplete="email" />
      </div>
      <PasswordInput id="reg-password" name="password" label="Password" autoComplete="new-password" />
      <PasswordInput id="reg-confirm" name="confirmPassword" label="Confirm password" autoComplete="new-password" />
      <div className="field">
        <label htmlFor="reg-exam">
          Exam date <span className="muted">(optional)</span>
        </label>
        <input id="reg-exam" name="examDate" type="date" min={minExamDate} max={maxExamDate} />
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending ? "CREATING ACCOUNT..." : "CREATE ACCOUNT"}
      </button>
      <p className="form-foot">
        Already have an account? <a href="/login">Sign in here</a>
      </p>
    </form>
  );
}
