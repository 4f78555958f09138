import { randomInt } from 'node:crypto';

// Invite codes people read aloud and type: no 0/O, 1/I/L lookalikes, shown in groups of four.

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 12;
const GROUP = 4;

/** 12 random characters of an unambiguous alphabet (about 59 bits), grouped: K7QM-2XPA-9RTD. */
export function generateInviteCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  const groups: string[] = [];
  for (let i = 0; i < LENGTH; i += GROUP) groups.push(chars.slice(i, i + GROUP).join(''));
  return groups.join('-');
}
