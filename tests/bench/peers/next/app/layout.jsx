export const metadata = { title: 'Rupeeflow (Next.js peer)' };

export default function RootLayout({ children }) {
  return (
    <html lang="en-IN">
      <body>{children}</body>
    </html>
  );
}
