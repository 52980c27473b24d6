// The D1 schema. Source of truth for migrations (drizzle-kit generate).
// Times are epoch milliseconds; calendar days are 'YYYY-MM-DD' in the
// student's own time zone at the moment of the event.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { FormatFamily, FormatName } from "../../lib/formats/names";
import type { ClientNeed } from "../../lib/categories";
import type { SystemSlug } from "../../lib/systems";

const now = sql`(unixepoch('subsec') * 1000)`;

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    examDate: text("exam_date"), // 'YYYY-MM-DD' or null
    timeZone: text("time_zone").notNull().default("UTC"),
    createdAt: integer("created_at").notNull().default(now),
    // The latest answer the server stored for this student (epoch ms): the
    // time an answer may claim is bounded by the time since then, so stored
    // study time never exceeds wall-clock time.
    lastAnswerAt: integer("last_answer_at"),
  },
  (t) => [
    uniqueIndex("users_username_nocase").on(sql`${t.username} COLLATE NOCASE`),
    uniqueIndex("users_email_nocase").on(sql`${t.email} COLLATE NOCASE`),
  ],
);

// One row per signed-in browser. The JWT names its row; sign-out revokes it,
// so a copied cookie stops working the moment its owner signs out.
export const authSessions = sqliteTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: integer("created_at").notNull().default(now),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [index("auth_sessions_user").on(t.userId)],
);

// Failed-login counters per username and per client address (rate limiting).
export const loginThrottle = sqliteTable("login_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: integer("window_start").notNull(),
  blockedUntil: integer("blocked_until").notNull().default(0),
});

export const categories = sqliteTable("categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  questionCount: integer("question_count").notNull().default(0),
});

// Practice questions per item format, recounted by every seed (lib/seed-sql.ts),
// so the Question Bank shows counts by format reading 15 rows, not the bank.
export const formatCounts = sqliteTable("format_counts", {
  type: text("type").primaryKey(),
  questionCount: integer("question_count").notNull().default(0),
});

// Stand-alone readiness-pool questions per client-needs area, recounted by every seed (lib/seed-sql.ts): with the
// student's own seen items they decide whether a readiness exam can be scored (lib/readiness-capacity.ts).
export const readinessPoolCounts = sqliteTable("readiness_pool_counts", {
  area: text("area").$type<ClientNeed>().primaryKey(),
  items: integer("items").notNull().default(0),
});

// The bank's filter tags, one row per scope and category, rebuilt by every seed (lib/seed-sql.ts): the test
// builder's counts read these few rows instead of the bank (worker/db/question-counts.ts). `step` 0 is the
// stand-alone practice pool, 1..6 that clinical-judgment step's practice-case items. `items` is a JSON array of
// [id, system, client need, type, family, difficulty] for every active question of the scope and category.
export const bankIndex = sqliteTable(
  "bank_index",
  {
    step: integer("step").notNull(),
    categoryId: integer("category_id").notNull(),
    items: text("items").notNull(),
  },
  (t) => [primaryKey({ columns: [t.step, t.categoryId] })],
);

// Case studies (issue 15): one client followed through the six clinical-judgment
// steps. The chart keeps every entry with the item it first appears at; its six
// items are questions rows (case_id, case_step), graded like any other item.
export const caseStudies = sqliteTable(
  "case_studies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: text("code").notNull().unique(), // stable content id, e.g. 'ms-case-01'
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    title: text("title").notNull(),
    client: text("client").notNull(), // JSON { age, sex, setting, reason, allergies? }
    chart: text("chart").notNull(), // JSON tabs of entries, each with its first item ("from")
    itemCount: integer("item_count").notNull(),
    maxPoints: integer("max_points").notNull(),
    // Mean item difficulty in logits (content level - 3), for choosing a readiness case near the ability estimate.
    difficulty: real("difficulty").notNull(),
    // 'practice' or 'readiness' (served only inside the readiness exam). Set once, at the first seed.
    pool: text("pool").notNull().default("practice"),
    active: integer("active").notNull().default(1),
    updatedAt: integer("updated_at").notNull().default(now),
  },
  (t) => [
    index("case_studies_list").on(t.active, t.pool, t.categoryId),
    index("case_studies_difficulty").on(t.active, t.pool, t.difficulty),
  ],
);

export const questions = sqliteTable(
  "questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: text("code").notNull().unique(), // stable content id, e.g. 'moc-001'
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    type: text("type").$type<FormatName>().notNull().default("single"),
    clientNeed: text("client_need").$type<ClientNeed>().notNull(),
    difficulty: integer("difficulty").notNull(),
    content: text("content").notNull(),
    options: text("options").notNull(), // JSON [{ label, text, rationale }]
    correctAnswer: text("correct_answer").notNull(),
    explanation: text("explanation").notNull(),
    active: integer("active").notNull().default(1),
    // Uniform random key fixed at insert: random draws seek into this index
    // instead of sorting the whole table.
    randKey: integer("rand_key").notNull(),
    updatedAt: integer("updated_at").notNull().default(now),
    // Rasch difficulty in logits from `npm run calibrate` (null: the prior from
    // the content level). The content seed never writes these two columns.
    irtDifficulty: real("irt_difficulty"),
    irtResponses: integer("irt_responses").notNull().default(0),
    // 'practice' or 'readiness': the reserved readiness pool is served only
    // inside readiness exams (worker/learning/readiness-pool.ts). Set once, when
    // a question is first seeded; re-seeding never moves a question.
    pool: text("pool").notNull().default("practice"),
    // NGN formats (lib/formats/registry.ts): the format family the draw mix
    // balances ('single' | 'sata' | 'ngn'), the points a full-marks response
    // earns, what the student may see before answering (no keys) and the whole
    // format-specific item, keys and rationales included (never sent before the
    // rules allow). Single-answer items keep options/correct_answer and leave
    // display and body null.
    family: text("family").$type<FormatFamily>().notNull().default("single"),
    maxPoints: integer("max_points").notNull().default(1),
    display: text("display"),
    body: text("body"),
    // A case item: its case and clinical-judgment step (1..6). Case items sit in
    // pool 'case' or 'readiness_case', outside every stand-alone draw.
    caseId: integer("case_id").references(() => caseStudies.id),
    caseStep: integer("case_step"),
    // The body system (lib/systems.ts), from the item's content file or its case's (null: not tagged yet).
    system: text("system").$type<SystemSlug>(),
  },
  (t) => [
    index("questions_family_draw").on(t.active, t.pool, t.family, t.categoryId, t.difficulty, t.randKey),
    index("questions_family_draw_category").on(t.active, t.pool, t.family, t.categoryId, t.randKey),
    index("questions_family_draw_need").on(t.active, t.pool, t.family, t.clientNeed, t.randKey),
    // A draw of one format (type=bowtie) seeks its few items directly, with or without a category.
    index("questions_type_draw").on(t.active, t.pool, t.type, t.randKey),
    index("questions_type_draw_category").on(t.active, t.pool, t.type, t.categoryId, t.randKey),
    // The readiness exam seeks the pool items of a family nearest the ability estimate in an area.
    // The expression must match itemDifficulty (worker/db/pool-access.ts) exactly.
    index("questions_case_step").on(t.caseId, t.caseStep),
    index("questions_step_draw").on(t.active, t.pool, t.caseStep, t.randKey),
    // A draw filtered by body system (issue 27) seeks (family, client need, system) in rand_key order.
    index("questions_system_draw").on(t.active, t.pool, t.family, t.clientNeed, t.system, t.randKey),
    // The test builder's counts (worker/db/question-counts.ts) read every filter column from this index, never the rows.
    // System first: the builder's usual filter, seeked; a category or need alone reads the practice pool's entries.
    index("questions_filter_cover").on(
      t.pool,
      t.active,
      t.system,
      t.clientNeed,
      t.categoryId,
      t.family,
      t.type,
      t.difficulty,
      t.caseStep,
    ),
    index("questions_family_area_difficulty").on(
      t.active,
      t.pool,
      t.family,
      t.clientNeed,
      sql`coalesce(${t.irtDifficulty}, ${t.difficulty} - 3)`,
    ),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    sessionType: text("session_type").$type<"practice" | "timed">().notNull(),
    categoryId: integer("category_id").references(() => categories.id),
    totalQuestions: integer("total_questions").notNull(),
    answeredCount: integer("answered_count").notNull().default(0),
    correctAnswers: integer("correct_answers").notNull().default(0),
    timeSpent: integer("time_spent").notNull().default(0), // seconds
    timeLimit: integer("time_limit"), // minutes
    score: real("score"),
    // Points earned and possible (NGN partial credit); correctAnswers counts full marks.
    points: integer("points").notNull().default(0),
    maxPoints: integer("max_points").notNull().default(0),
    caseId: integer("case_id").references(() => caseStudies.id), // a case-study session: its six items
    // The test builder's filters the session was created with (JSON, lib/study-filters.ts): its draw keeps them.
    filters: text("filters"),
    startedAt: integer("started_at").notNull().default(now),
    finishedAt: integer("finished_at"),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [
    index("sessions_user_created").on(t.userId, t.createdAt),
    index("sessions_user_type_created").on(t.userId, t.sessionType, t.createdAt),
  ],
);

export const answers = sqliteTable(
  "answers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id),
    sessionId: integer("session_id").references(() => sessions.id),
    selectedAnswer: text("selected_answer").notNull(),
    isCorrect: integer("is_correct").notNull(), // full marks
    // The response as JSON (null before NGN formats: selected_answer holds it)
    // and its points; answers from before read as points = is_correct of 1.
    response: text("response"),
    points: integer("points"),
    maxPoints: integer("max_points").notNull().default(1),
    timeSpent: integer("time_spent").notNull().default(0), // seconds
    answeredAt: integer("answered_at").notNull().default(now),
    localDay: text("local_day").notNull(),
    caseId: integer("case_id").references(() => caseStudies.id), // a case item: its case and step
    caseStep: integer("case_step"),
    // The client's id for an answer (a UUID from its outbox): a replay of the same id by the same student is the same answer.
    clientAnswerId: text("client_answer_id"),
  },
  (t) => [
    index("answers_user_question").on(t.userId, t.questionId, t.answeredAt),
    index("answers_user_time").on(t.userId, t.answeredAt),
    // A question is answered at most once within a session (retries are refused, not double-counted).
    uniqueIndex("answers_session_question")
      .on(t.sessionId, t.questionId)
      .where(sql`${t.sessionId} IS NOT NULL`),
    // Scoped per student: the same UUID from another student is that student's own answer.
    uniqueIndex("answers_user_client_id")
      .on(t.userId, t.clientAnswerId)
      .where(sql`${t.clientAnswerId} IS NOT NULL`),
  ],
);

export const bookmarks = sqliteTable(
  "bookmarks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("bookmarks_user_question").on(t.userId, t.questionId),
    index("bookmarks_user_created").on(t.userId, t.createdAt),
  ],
);

export const studyPlans = sqliteTable(
  "study_plans",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    targetScore: integer("target_score").notNull(),
    questionsPerDay: integer("questions_per_day").notNull(),
    completed: integer("completed").notNull().default(0),
    currentScore: real("current_score"), // frozen at completion
    createdAt: integer("created_at").notNull().default(now),
    completedAt: integer("completed_at"),
  },
  (t) => [index("study_plans_user").on(t.userId)],
);

// Per-user aggregates, updated in the same D1 batch as each answer, so that
// stats, streaks and trends read O(categories + days), never all answers.
export const userCategoryStats = sqliteTable(
  "user_category_stats",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    total: integer("total").notNull().default(0),
    correct: integer("correct").notNull().default(0),
    points: integer("points").notNull().default(0), // earned, out of possible
    possible: integer("possible").notNull().default(0),
    timeSpent: integer("time_spent").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

export const userDailyStats = sqliteTable(
  "user_daily_stats",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    day: text("day").notNull(), // 'YYYY-MM-DD' in the student's time zone
    total: integer("total").notNull().default(0),
    correct: integer("correct").notNull().default(0),
    points: integer("points").notNull().default(0), // earned, out of possible
    possible: integer("possible").notNull().default(0),
    timeSpent: integer("time_spent").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

// The learning engine's per-user state: for 'all' and each client-needs area,
// the summed Rasch log-likelihood of every response on a fixed theta grid
// (lib/irt/posterior.ts). Each answer adds its own term in SQL, so updates are
// atomic and a request never re-reads the student's history.
export const userAbility = sqliteTable(
  "user_ability",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    area: text("area").notNull(), // 'all' or a client-needs area
    loglik: text("loglik").notNull(), // JSON array, one value per grid point
    responses: integer("responses").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.area] })],
);

// The adaptive readiness exam (issue 6): one row per attempt; the server
// chooses every item and holds the keys until the exam ends.
export const readinessExams = sqliteTable(
  "readiness_exams",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    status: text("status").$type<"active" | "passed" | "failed">().notNull().default("active"),
    reason: text("reason"), // 'confidence' | 'max-items' | 'time'
    startedAt: integer("started_at").notNull().default(now),
    deadline: integer("deadline").notNull(), // epoch ms
    finishedAt: integer("finished_at"),
    answered: integer("answered").notNull().default(0),
    correct: integer("correct").notNull().default(0),
    points: integer("points").notNull().default(0),
    possible: integer("possible").notNull().default(0),
    theta: real("theta"),
    se: real("se"),
    currentQuestionId: integer("current_question_id").references(() => questions.id),
    currentShownAt: integer("current_shown_at"),
    // 1 when the current item is a repeat from the student's earlier exams
    // (they had seen the whole readiness pool); reusedCount counts answered repeats.
    currentReused: integer("current_reused").notNull().default(0),
    reusedCount: integer("reused_count").notNull().default(0),
    // 1: a prediction (decided at the start: the student's unseen pool items can fill an exam of the maximum
    // length); 0: a practice run, which shows no PASS/FAIL and no pass probability.
    scored: integer("scored").notNull().default(1),
    // When the exam's answers entered the student's statistics (at its end, in one batch); null while it runs.
    recordedAt: integer("recorded_at"),
    // Issue 28. 'nclex-day' (tutorial, breaks, pretest items) or 'short' (neither; exams before the NCLEX-day run).
    mode: text("mode").$type<"nclex-day" | "short">().notNull().default("short"),
    // 1 while the tutorial is on screen: the clock has not started (started_at and deadline are set on "begin").
    inTutorial: integer("in_tutorial").notNull().default(0),
    // Breaks: offers answered (taken or declined), breaks taken, the running break's start, their total length.
    breakOffers: integer("break_offers").notNull().default(0),
    breaksTaken: integer("breaks_taken").notNull().default(0),
    breakStartedAt: integer("break_started_at"),
    breakMs: integer("break_ms").notNull().default(0),
    // Unscored pretest items: the scored-answer counts after which one comes (JSON, lib/readiness-nclex-day.ts),
    // how many were answered, and 1 while the current item is one (never sent to the client).
    pretestPlan: text("pretest_plan"),
    pretestAnswered: integer("pretest_answered").notNull().default(0),
    currentPretest: integer("current_pretest").notNull().default(0),
  },
  (t) => [index("readiness_exams_user").on(t.userId, t.startedAt)],
);

// Answers to an exam's unscored pretest items: outside θ, the stopping rules,
// the student's statistics and the report; read only by `npm run calibrate`.
export const readinessPretest = sqliteTable(
  "readiness_pretest",
  {
    examId: integer("exam_id")
      .notNull()
      .references(() => readinessExams.id),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id),
    position: integer("position").notNull(), // the position the student saw (scored and pretest items counted)
    response: text("response").notNull(),
    points: integer("points").notNull(),
    maxPoints: integer("max_points").notNull(),
    timeSpent: integer("time_spent").notNull().default(0),
    answeredAt: integer("answered_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.questionId] }), index("readiness_pretest_question").on(t.questionId)],
);

export const readinessItems = sqliteTable(
  "readiness_items",
  {
    examId: integer("exam_id")
      .notNull()
      .references(() => readinessExams.id),
    position: integer("position").notNull(), // 1-based
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id),
    area: text("area").$type<ClientNeed>().notNull(),
    difficulty: real("difficulty").notNull(), // logits used when it was chosen
    selectedAnswer: text("selected_answer").notNull(),
    isCorrect: integer("is_correct").notNull(),
    response: text("response"),
    points: integer("points"),
    maxPoints: integer("max_points").notNull().default(1),
    timeSpent: integer("time_spent").notNull().default(0),
    answeredAt: integer("answered_at").notNull().default(now),
    caseId: integer("case_id").references(() => caseStudies.id),
    caseStep: integer("case_step"),
    localDay: text("local_day"), // the student's calendar day when answered (their statistics file it there)
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.position] }),
    uniqueIndex("readiness_items_exam_question").on(t.examId, t.questionId),
  ],
);

// Per-user totals by how the time was spent ('practice' sessions, 'timed'
// tests and the readiness exam, 'review' of single questions such as
// bookmarks), for the Study Time Distribution chart: O(1) rows to read.
export const userModeStats = sqliteTable(
  "user_mode_stats",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    mode: text("mode").notNull(),
    total: integer("total").notNull().default(0),
    correct: integer("correct").notNull().default(0),
    points: integer("points").notNull().default(0), // earned, out of possible
    possible: integer("possible").notNull().default(0),
    timeSpent: integer("time_spent").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mode] })],
);

// Answers per calendar day and category, so a study plan's "today" reads at
// most 12 rows however many questions the student answers in a day.
export const userDayCategoryStats = sqliteTable(
  "user_day_category_stats",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    day: text("day").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    total: integer("total").notNull().default(0),
    correct: integer("correct").notNull().default(0),
    points: integer("points").notNull().default(0), // earned, out of possible
    possible: integer("possible").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.categoryId] })],
);

// The questions drawn for a session, recorded by the server at the draw: a
// timed test accepts answers only to these.
export const sessionQuestions = sqliteTable(
  "session_questions",
  {
    sessionId: integer("session_id")
      .notNull()
      .references(() => sessions.id),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.questionId] })],
);

// Readiness-pool questions whose key this student has seen (in the review of
// an ended exam, or in practice before the pool existed), with when. The exam
// prefers pool items not in here, then repeats the least recently seen.
export const readinessSeen = sqliteTable(
  "readiness_seen",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id),
    area: text("area").$type<ClientNeed>().notNull(),
    seenAt: integer("seen_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index("readiness_seen_user_area").on(t.userId, t.area, t.seenAt),
  ],
);

// Points by clinical-judgment step and by item format, per student, updated in
// each answer's batch: the Clinical Judgment section reads 6 + 15 rows at most.
const markColumns = () => ({
  total: integer("total").notNull().default(0),
  correct: integer("correct").notNull().default(0),
  points: integer("points").notNull().default(0),
  possible: integer("possible").notNull().default(0),
});
export const userStepStats = sqliteTable(
  "user_step_stats",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    step: integer("step").notNull(),
    ...markColumns(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);
export const userFormatStats = sqliteTable(
  "user_format_stats",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    type: text("type").notNull(),
    ...markColumns(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

// A student's best score on each case study they have practised (the case list shows it).
export const caseBests = sqliteTable(
  "case_bests",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    caseId: integer("case_id")
      .notNull()
      .references(() => caseStudies.id),
    bestPoints: integer("best_points").notNull(),
    maxPoints: integer("max_points").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.caseId] })],
);

// Spaced review: one FSRS card per student and question (lib/review), created
// by a missed, partly-scored or slow answer or by a bookmark, and updated in the
// batch of every later answer to that question. Due lists seek (user_id, due_at).
export const reviewCards = sqliteTable(
  "review_cards",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id),
    dueAt: integer("due_at").notNull(), // epoch ms
    stability: real("stability").notNull(),
    difficulty: real("difficulty").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: integer("learning_steps").notNull().default(0),
    reps: integer("reps").notNull(),
    lapses: integer("lapses").notNull(),
    state: integer("state").notNull(), // ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning
    lastReviewAt: integer("last_review_at"),
    // Answers given while the card existed (reviews), and how many of them earned full marks.
    reviews: integer("reviews").notNull().default(0),
    reviewsFull: integer("reviews_full").notNull().default(0),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index("review_cards_user_due").on(t.userId, t.dueAt)],
);

// The student's last result on each question (issue 27): written in the batch
// of every answer (worker/db/answers/record.ts) and of a readiness exam's
// recording (worker/db/readiness/record.ts), only by an answer at least as
// recent as the one it holds, so an outbox synced late never overrides a newer
// result. The test builder's status filters and counts read this, one row per
// question answered, never the answer history.
export const userQuestionState = sqliteTable(
  "user_question_state",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id),
    lastFullMarks: integer("last_full_marks").notNull(), // 1: the last answer earned full marks
    answeredAt: integer("answered_at").notNull(), // epoch ms of that answer
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

// Questions a student flagged to come back to (issue 27).
export const flags = sqliteTable(
  "flags",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index("flags_user_created").on(t.userId, t.createdAt)],
);

// user_question_state and flags folded into a few rows per student (issue 27), kept by triggers on those two
// tables (migration 0014), so the test builder's counts read O(pages), never one row per question answered.
// `page` is question_id >> 10; `results` maps question id to its last_full_marks, `flagged` to 1.
export const userQuestionMarks = sqliteTable(
  "user_question_marks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    page: integer("page").notNull(),
    results: text("results").notNull().default("{}"),
    flagged: text("flagged").notNull().default("{}"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.page] })],
);

// A student's plain-text note on a question (issue 27), at most NOTE_MAX_CHARS (lib/notes.ts).
export const notes = sqliteTable(
  "notes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id),
    text: text("text").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index("notes_user_updated").on(t.userId, t.updatedAt)],
);
