import type { boost as en } from "../../en/screens/boost";

/** Kiswahili: what its screen shows (STRINGS.screens.boost). */
export const boost: typeof en = {
  title: "Kuza tangazo lako",
  intro: "Lipa kwa M-Pesa ili tangazo lako lionekane kwanza. Ada hazirudishwi.",
  choose: "Chagua boost",
  top: "Kwanza kwenye utafutaji na kwenye kategoria yake, na alama ya Top.",
  featured: "Kwenye safu ya Featured juu ya ukurasa wa mwanzo.",
  phone: "Namba ya M-Pesa",
  phoneHint: "Tutatuma ombi la malipo kwa namba hii. Weka PIN yako ya M-Pesa kwenye simu yako, kwenye ujumbe wa Safaricom. Sokoni haitakuuliza PIN yako kamwe.",
  noPhone: "Thibitisha namba ya simu kwenye wasifu wako kwanza: ombi la M-Pesa linaenda kwa namba uliyothibitisha.",
  addPhone: "Thibitisha namba",
  payButton: "Lipa kwa M-Pesa",
  notOnShow: "Tangazo linaloonekana tu ndilo linaweza kukuzwa. Ongeza muda wake au liweke kuwa linapatikana kwanza.",
  unavailable: "Malipo ya M-Pesa hayapatikani kwa sasa. Tafadhali jaribu tena baadaye.",
  payments: "Malipo",
};
