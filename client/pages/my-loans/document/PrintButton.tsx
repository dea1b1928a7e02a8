// "Print or save as PDF": the browser's own print dialog, which saves a PDF too. Without script the browser's menu
// does the same; the print stylesheet leaves only the document.
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn btn-primary" onClick={() => window.print()}>
      {label}
    </button>
  );
}
