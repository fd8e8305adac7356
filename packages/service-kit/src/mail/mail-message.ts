/** One e-mail as the templates write it: plain text and HTML bodies of the same content. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailMessage extends MailContent {
  to: string;
}
