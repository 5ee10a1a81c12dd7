/** Sends the browser to the payment page the API answered (the purchase's confirmation_url). */
export function goToPayment(url: string): void {
  window.location.assign(url);
}
