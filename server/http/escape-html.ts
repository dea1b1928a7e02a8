// The one escape for text the server writes into HTML it builds by hand (payment pages, the sandbox's pages).
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
