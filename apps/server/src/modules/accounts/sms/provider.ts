/** Sends a text message. phone is the national number; the provider knows the country code. */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, text: string): Promise<void>;
}
