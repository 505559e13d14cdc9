// What jsdom lacks and the app uses, filled in before each component test file loads.
import { TextDecoder, TextEncoder } from 'node:util';

// React Router encodes paths with them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has the <dialog> element but not its modal methods; the app's Dialog opens with showModal().
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};
