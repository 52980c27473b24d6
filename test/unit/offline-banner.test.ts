// The offline banner's words and where the service worker puts them
// (client/pwa/offline-banner.ts). Times are the machine's local time, as in
// the browser.
import { describe, expect, it } from "vitest";
import { bannerText, seenAt, withBanner } from "../../client/pwa/offline-banner";

const at = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi).getTime();

describe("seenAt", () => {
  it("gives today's time as HH:MM on a 24-hour clock", () => {
    expect(seenAt(at(2026, 3, 4, 14, 5), at(2026, 3, 4, 18, 0))).toBe("at 14:05");
    expect(seenAt(at(2026, 3, 4, 9, 7), at(2026, 3, 4, 9, 8))).toBe("at 09:07");
    expect(seenAt(at(2026, 3, 4, 0, 0), at(2026, 3, 4, 23, 59))).toBe("at 00:00");
  });

  it("says yesterday, then the date, for older copies", () => {
    expect(seenAt(at(2026, 3, 3, 23, 50), at(2026, 3, 4, 0, 10))).toBe("yesterday at 23:50");
    expect(seenAt(at(2026, 2, 27, 8, 30), at(2026, 3, 4, 12, 0))).toBe("on 27 Feb at 08:30");
  });

  it("treats a copy stamped a little in the future (clock change) as today", () => {
    expect(seenAt(at(2026, 3, 4, 12, 1), at(2026, 3, 4, 12, 0))).toBe("at 12:01");
  });
});

describe("withBanner", () => {
  const text = bannerText(at(2026, 3, 4, 14, 5), at(2026, 3, 4, 15, 0));

  it("reads as the issue asks", () => {
    expect(text).toBe("Offline: showing what you saw at 14:05");
  });

  it("puts the banner right after <body ...>, as a status without inline style or script", () => {
    const html =
      '<!DOCTYPE html><html><head><title>x</title></head><body class="a" data-x="1"><div class="app">…</div></body></html>';
    const out = withBanner(html, text);
    expect(out).toContain(
      '<body class="a" data-x="1"><p class="offline-banner" role="status">Offline: showing what you saw at 14:05</p><div class="app">',
    );
    expect(out).not.toMatch(/style=|<script/);
    expect(out.match(/offline-banner/g)).toHaveLength(1);
  });

  it("leaves a document without a body tag unchanged", () => {
    expect(withBanner("<p>fragment</p>", text)).toBe("<p>fragment</p>");
  });
});
