// Stands in for frappe-charts in the worker bundle (wrangler.toml [alias]):
// charts are drawn only in the browser, so the chart library never ships to
// the worker. Server rendering never calls it.
export default undefined;
