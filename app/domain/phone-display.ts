/** `+254 712 345 678`: a stored +254 number grouped the way Kenyans read it aloud (no words: the catalogue uses it). */
export function displayPhone(phone: string): string {
  const match = /^\+254(\d{3})(\d{3})(\d{3})$/.exec(phone);
  return match ? `+254 ${match[1]} ${match[2]} ${match[3]}` : phone;
}
