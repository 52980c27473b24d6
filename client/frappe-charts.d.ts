// frappe-charts ships no types; client/charts.ts declares the part it uses.
declare module "frappe-charts";
