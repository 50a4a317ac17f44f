/**
 * The picture straight to storage (docs/decisions/105): a slot, the PUT with its progress, then
 * the address given to the profile; posted through the Worker where the deployment signs no
 * direct uploads (XMLHttpRequest: fetch reports no upload progress). Gives back null once the
 * profile has it, or the sentence that says why not.
 */
import { askSlots, NoDirectUploads, Refused, sendPhoto } from "../../behaviours/upload/direct-upload";

const AVATAR_API = "/api/users/me/avatar";

async function messageOf(answer: Response, failed: string): Promise<string> {
  const body = (await answer.json().catch(() => ({}))) as { message?: string };
  return body.message ?? failed;
}

function postThroughWorker(file: File, failed: string, progress: (percent: number) => void): Promise<string | null> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append("profileImage", file);
    const request = new XMLHttpRequest();
    request.open("POST", AVATAR_API);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) progress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status === 200) return resolve(null);
      try {
        resolve((JSON.parse(request.responseText) as { message?: string }).message ?? failed);
      } catch {
        // Not our JSON (a proxy's page): the general sentence.
        resolve(failed);
      }
    };
    request.onerror = () => resolve(failed);
    request.send(body);
  });
}

export async function uploadAvatar(file: File, failed: string, progress: (percent: number) => void): Promise<string | null> {
  progress(0);
  try {
    const [slot] = await askSlots([{ kind: "avatar", type: file.type, size: file.size }], false, { network: failed, signIn: failed });
    if (!slot) return failed;
    await sendPhoto(slot, { image: file, variants: [], name: file.name }, (share) => progress(Math.round(share * 100)));
    const answer = await fetch(AVATAR_API, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ imageUrl: slot.imageUrl }),
    });
    return answer.ok ? null : await messageOf(answer, failed);
  } catch (problem) {
    if (problem instanceof NoDirectUploads) return postThroughWorker(file, failed, progress);
    return problem instanceof Refused ? problem.message : failed;
  }
}
