// When each island hydrates (client/boot.ts runs the strategies; the README's
// island protocol section explains each choice). Every island's JavaScript
// loads after the page has painted; the strategy only decides how soon after.
// A tap on a button inside an island that has not hydrated yet is held and
// hydrates that island at once, whatever its strategy (client/island-loader.ts).
export type HydrationStrategy = "load" | "idle" | "visible";

export const HYDRATION: Record<string, HydrationStrategy> = {
  // Buttons and forms a student may use at once: hydrate as soon as the JavaScript arrives.
  LoginForm: "load",
  RegisterForm: "load",
  GuestPractice: "load",
  QuestionSession: "load",
  PracticeSettings: "load",
  TimedTestLauncher: "load",
  ReadinessStart: "load",
  ReadinessExam: "load",
  CaseStudy: "load",
  QuickActions: "load",
  ReviewStart: "load",
  SessionAction: "load",
  QuestionBankSearch: "load",
  BookmarkList: "load",
  NotesList: "load",
  StudyPlans: "load",
  StrategyTabs: "load",
  LabValues: "load",
  // Nothing to tap on arrival: the toast host, the sync line and the offline download control.
  Toaster: "idle",
  SyncStatus: "idle",
  OfflinePack: "idle",
  ReviewNotes: "idle",
  ReviewHighlights: "idle",
  // Charts draw only when they scroll into view (their table alternative is server-rendered).
  Chart: "visible",
  TrendChart: "visible",
};
