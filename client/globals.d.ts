// What the inline loader and the boot module share on the page's global object.
export {};

declare global {
  interface Window {
    /** Islands tapped before they hydrated, in order (client/island-loader.ts → client/boot.ts). */
    nclexHeld?: Element[];
  }
  /** Failed imports still being retried, counted across the loader's and boot's copies of client/retry-import.ts. */
  var nclexFailingImports: number | undefined;
}
