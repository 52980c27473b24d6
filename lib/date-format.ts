// One Intl.DateTimeFormat per (locale, options), kept for the isolate's life.
// Building a format costs far more than using one (a fresh one per call was
// about a tenth of a dashboard render's CPU in `npm run profile -- /`), and
// only a handful of distinct formats exist: a few shapes times the students'
// time zones, which the key bounds. Formats are immutable, so sharing is safe.
const formats = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATS = 500; // more time zones than that in one isolate: start over rather than grow without end

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= MAX_FORMATS) formats.clear();
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
