import type { payments as en } from "../../en/server/payments";

/** Kiswahili: what the payments services answer (worker/services/payments/ and their API routes). */
export const payments: typeof en = {
  payments: {
    noPackage: "Chagua boost.",
    notFound: "Tangazo halipatikani",
    notOwner: "Ni muuzaji wa tangazo hili pekee anayeweza kulikuza.",
    notOnShow: "Tangazo linaloonekana tu ndilo linaweza kukuzwa. Ongeza muda wake au liweke kuwa linapatikana kwanza.",
    noPhone: "Thibitisha namba ya simu kwenye wasifu wako kwanza: ombi la M-Pesa linaenda kwa namba uliyothibitisha.",
    notYourPhone: "Chagua mojawapo ya namba ulizothibitisha.",
    unavailable: "Malipo ya M-Pesa hayapatikani kwa sasa. Tafadhali jaribu tena baadaye.",
    notSent: "M-Pesa haikupokea ombi sasa hivi. Tafadhali jaribu tena baada ya dakika moja.",
    tooMany: "Maombi mengi sana ya malipo. Tafadhali subiri dakika chache kisha ujaribu tena.",
    paymentNotFound: "Malipo hayapatikani",
  },
};
