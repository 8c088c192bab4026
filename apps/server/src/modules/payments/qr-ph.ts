/**
 * QR Ph / EMVCo merchant-presented QR payloads: TLV fields (two-digit tag, two-digit length,
 * value) ending with the CRC field 63, a CRC-16/CCITT-FALSE over everything before it
 * including "6304". Values are ASCII; amounts are pesos with two decimals.
 */

export interface QrPhPayment {
  /** Globally unique id of the merchant account scheme (tag 28 subfield 00). */
  guid: string;
  /** Acquirer (the provider's bank) identifier (subfield 01). */
  acquirerId: string;
  /** Merchant id at the acquirer (subfield 03). */
  merchantId: string;
  /** ISO 18245 merchant category code; 7995 is betting and casino gambling. */
  mcc: string;
  /** Integer hundredths of a peso. */
  amount: number;
  merchantName: string;
  merchantCity: string;
  /** Our order reference (additional data field 62, subfield 05 reference label). */
  reference: string;
}

/** Tag 28: the merchant account information template the payload carries (one of 26-51). */
export const MERCHANT_ACCOUNT_TAG = '28';
export const PHP_NUMERIC = '608';

/** One TLV field. */
export function tlv(tag: string, value: string): string {
  if (!/^\d{2}$/.test(tag)) throw new RangeError(`tag ${tag} must be two digits`);
  if (!/^[\x20-\x7e]*$/.test(value)) throw new RangeError(`tag ${tag}: only printable ASCII is allowed`);
  if (value.length > 99) throw new RangeError(`tag ${tag}: value longer than 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

const crcHex = (text: string) => crc16CcittFalse(text).toString(16).toUpperCase().padStart(4, '0');

/** Pesos with two decimals from integer hundredths, without floating point. */
export function formatAmount(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths) || hundredths <= 0) throw new RangeError('amount must be a positive integer of hundredths');
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** ASCII only, at most max characters: names with accents lose them rather than break the code. */
const asciiField = (text: string, max: number) =>
  text.normalize('NFD').replace(/[^\x20-\x7e]/g, '').trim().slice(0, max);

/** A dynamic (point of initiation 12) QR Ph payload for one payment. */
export function buildQrPhPayload(p: QrPhPayment): string {
  const body = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv(MERCHANT_ACCOUNT_TAG, tlv('00', p.guid) + tlv('01', p.acquirerId) + tlv('03', p.merchantId)),
    tlv('52', p.mcc),
    tlv('53', PHP_NUMERIC),
    tlv('54', formatAmount(p.amount)),
    tlv('58', 'PH'),
    tlv('59', asciiField(p.merchantName, 25)),
    tlv('60', asciiField(p.merchantCity, 15)),
    tlv('62', tlv('05', asciiField(p.reference, 25))),
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crcHex(withCrcTag);
}

export interface TlvField { tag: string; value: string }

/** The top-level fields of a payload; throws on a malformed one. */
export function parseTlv(payload: string): TlvField[] {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < payload.length) {
    const tag = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length) || at + 4 + length > payload.length) {
      throw new Error(`malformed TLV at position ${at}`);
    }
    fields.push({ tag, value: payload.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}

/** True when the payload ends with a CRC field that matches the rest. */
export function hasValidCrc(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return false;
  return crcHex(payload.slice(0, -4)) === payload.slice(-4);
}
