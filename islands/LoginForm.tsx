// The login form (spec sections 2, 4, 5, 8).
import { useState, type FormEvent } from "react";
import { api, ApiError } from "../client/api";
import { flashToast, toast } from "../client/toast";
import { PasswordInput } from "../client/ui/PasswordInput";

export default function LoginForm() {
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setPending(true);
    try {
      await api("POST", "/api/auth/login", {
        username: String(form.get("username") ?? ""),
        password: String(form.get("password") ?? ""),
      });
      flashToast({ title: "Login successful!", description: "Welcome back to NCLEX Daily" });
      window.location.assign("/");
    } catch (err) {
      const description =
        err instanceof ApiError
          ? (err.serverMessage ?? "Invalid credentials")
          : "Something went wrong. Please try again.";
      toast({ title: "Login failed", description, variant: "destructive" });
      setPending(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor="login-username">Username</label>
        <input
          id="login-username"
          name="username"
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      <PasswordInput id="login-password" name="password" label="Password" autoComplete="current-password" />
      <div className="form-row-end">
        <button type="button" className="link-btn">
          Forgot password?
        </button>
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending ? "LOGGING IN..." : "LOGIN"}
      </button>
      <p className="form-foot">
        New to NCLEX Daily? <a href="/register">Create an account</a>
      </p>
    </form>
  );
}
