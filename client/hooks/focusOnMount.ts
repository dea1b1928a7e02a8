// A callback ref that moves focus to an element the moment React attaches it. Panels that replace a form after a
// send (the thank-you and reference panels) use it instead of a requestAnimationFrame after setState: React may
// commit an update made after an await later than the next frame, and the frame then finds no element to focus.
// Module-level, so its identity is stable and React calls it once per mount, not on every render.
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
