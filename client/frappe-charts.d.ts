// frappe-charts ships no types; client/charts.ts declares the part it uses.
declare module "frappe-charts";
declare module "frappe-charts/src/js/charts/AxisChart.js";
declare module "frappe-charts/src/js/charts/DonutChart.js";
