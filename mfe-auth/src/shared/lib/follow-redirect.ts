/** Sends the browser to an address the server answered (always a path on this origin). */
export function followRedirect(address: string): void {
  window.location.assign(address);
}
