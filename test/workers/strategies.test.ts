import { describe, expect, it } from "vitest";
import { signedIn } from "./helpers";

const TABS = [
  ["pyramid", "Pyramid to Success"],
  ["test-taking", "Test-Taking Strategies"],
  ["time-management", "Time Management"],
] as const;

/** The attributes of every start tag carrying the given role. */
function byRole(html: string, role: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<[a-z]+ [^>]*role="${role}"[^>]*>`, "g"))].map((m) =>
    Object.fromEntries([...m[0].matchAll(/([\w-]+)(?:="([^"]*)")?/g)].slice(1).map(([, k, v]) => [k, v ?? ""])),
  );
}

/** Visible text: tags and React's text separators removed, entities decoded. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

async function page(query = "") {
  const { browser } = await signedIn();
  const res = await browser.fetch(`/study-strategies${query}`);
  expect(res.status).toBe(200);
  return res.text();
}

function expectSelected(html: string, selected: string) {
  const tabs = byRole(html, "tab");
  const panels = byRole(html, "tabpanel");
  expect(byRole(html, "tablist")).toHaveLength(1);
  expect(tabs.map((t) => t.id)).toEqual(TABS.map(([id]) => `strategy-tab-${id}`));
  expect(panels.map((p) => p.id)).toEqual(TABS.map(([id]) => `strategy-panel-${id}`));
  for (const [i, [id]] of TABS.entries()) {
    expect(tabs[i]["aria-controls"]).toBe(panels[i].id);
    expect(tabs[i].href).toBe(`?tab=${id}`);
    expect(tabs[i]["aria-selected"]).toBe(String(id === selected));
    expect(panels[i]["aria-labelledby"]).toBe(tabs[i].id);
    expect(panels[i].tabindex).toBe("0");
    expect("hidden" in panels[i]).toBe(id !== selected);
  }
}

describe("/study-strategies", () => {
  it("server-renders the three tabs and all three panels, Pyramid to Success selected", async () => {
    const html = await page();
    expectSelected(html, "pyramid");
    for (const [, label] of TABS) expect(text(html)).toContain(label);
    expect(html).toContain('data-island="StrategyTabs"');
  });

  it("selects the panel named by ?tab= and falls back to the first for an unknown one", async () => {
    expectSelected(await page("?tab=time-management"), "time-management");
    expectSelected(await page("?tab=test-taking"), "test-taking");
    expectSelected(await page("?tab=nope"), "pyramid");
  });

  it("shows the four client-needs categories with priority and share, a description and four tips each", async () => {
    const html = await page();
    const cards = html
      .split('<section class="card pyramid-level')
      .slice(1)
      .map((c) => c.slice(0, c.indexOf("</section>")));
    const headings = [
      "Physiological Integrity (High, 50-60%)",
      "Safe & Effective Care (High, 17-23%)",
      "Health Promotion (Medium, 6-12%)",
      "Psychosocial Integrity (Medium, 6-12%)",
    ];
    expect(cards).toHaveLength(4);
    for (const [i, card] of cards.entries()) {
      expect(text(card)).toContain(headings[i]);
      const description = /<\/h2><p>([^<]+)<\/p>/.exec(card)?.[1] ?? "";
      expect(description.length, headings[i]).toBeGreaterThan(80);
      const tips = /<h3>Tips<\/h3><ul>(.*?)<\/ul>/.exec(card)?.[1] ?? "";
      const items = [...tips.matchAll(/<li>(.*?)<\/li>/g)].map((m) => text(m[1]).trim());
      expect(items, headings[i]).toHaveLength(4);
      for (const tip of items) expect(tip.length, tip).toBeGreaterThan(60);
      expect(new Set(items).size).toBe(4);
    }
  });

  it("does not contradict the 17-23% heading: NCSBN's subcategory ranges are labelled and explained", async () => {
    const cards = text(await page()).split("Tips");
    const safe = cards.find((c) => c.includes("Safe & Effective Care (High, 17-23%)"))!;
    expect(safe).toContain(
      "NCSBN test plan range per subcategory: Management of Care 15-21% Safety and Infection Prevention and Control 10-16%",
    );
    expect(safe).toContain("About the 17-23%: it is this app's simplified figure for the category as a whole.");
    expect(safe).toContain("together they add up to 25-37% of the exam");
    // The other headings agree with their subcategories: no note there.
    expect(cards.filter((c) => c.includes("simplified figure"))).toHaveLength(1);
  });

  it("shows the four test-taking strategies with worked examples and the decision framework", async () => {
    const html = await page("?tab=test-taking");
    const t = text(html);
    for (const card of ["Read Carefully", "Use ABC Priority", "Eliminate Options", "Critical Thinking"])
      expect(t).toContain(card);
    expect(html.match(/class="worked-example"/g)).toHaveLength(4);
    expect(html.match(/class="example-answer"/g)).toHaveLength(4);
    expect(t).toContain("Quick Decision Framework");
    expect(t).toMatch(/1 Safety First .*2 ABC Priority .*3 Nursing Process/);
  });

  it("shows the three exam phases and the recommended study schedule, each figure with its label", async () => {
    const html = await page("?tab=time-management");
    const t = text(html);
    for (const phase of ["Before the Exam", "Day of Exam", "During Questions"]) expect(t).toContain(phase);
    expect(t).toContain("Recommended Study Schedule");
    const schedule = [
      ["6-8 weeks", "Total prep time"],
      ["75-100", "Questions daily"],
      ["3-4 hours", "Study time daily"],
      ["85%+", "Target accuracy"],
    ];
    const shown = [
      ...html.matchAll(/<strong class="figure">([^<]+)<\/strong><span class="figure-label">([^<]+)<\/span>/g),
    ].map((m) => [m[1], m[2]]);
    expect(shown).toEqual(schedule);
  });
});
