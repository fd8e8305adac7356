/** The WhatsApp web link that opens a chat with `text` ready to send. */
export function whatsAppUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
