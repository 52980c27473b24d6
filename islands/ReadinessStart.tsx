// Starts a readiness exam (or, when one is already running, goes back to it).
import { useState } from "react";
import { api, ApiError } from "../client/api";
import { toast } from "../client/toast";
import { ModeChoice } from "../client/readiness/ModeChoice";
import type { ExamMode } from "../lib/readiness-nclex-day";

export default function ReadinessStart({ label = "Start Readiness Exam" }: { label?: string }) {
  const [starting, setStarting] = useState(false);
  const [mode, setMode] = useState<ExamMode>("nclex-day");
  async function start() {
    setStarting(true);
    try {
      await api("POST", "/api/readiness-exams", { mode });
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
    <div className="stack">
      <ModeChoice mode={mode} onChange={setMode} />
      <div>
        <button type="button" className="btn btn-primary" disabled={starting} onClick={start}>
          {label}
        </button>
      </div>
    </div>
  );
}
