// Starts a readiness exam (or, when one is already running, goes back to it).
import { useState } from "react";
import { api, ApiError } from "../client/api";
import { toast } from "../client/toast";

export default function ReadinessStart({ label = "Start Readiness Exam" }: { label?: string }) {
  const [starting, setStarting] = useState(false);
  async function start() {
    setStarting(true);
    try {
      await api("POST", "/api/readiness-exams");
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 409)) {
        toast({
          title: "Error",
          description: "Could not start the readiness exam. Please try again.",
          variant: "destructive",
        });
        setStarting(false);
        return;
      }
    }
    window.location.assign("/readiness-exam");
  }
  return (
    <button type="button" className="btn btn-primary" disabled={starting} onClick={start}>
      {label}
    </button>
  );
}
