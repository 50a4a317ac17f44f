/**
 * Total revenue (./revenue-card.contract.ts): masked until pressed, a press shows or hides the sum.
 * Whether it is shown outlasts the card: the live room's updates and every answer bring a new one,
 * which shows the new sum if the admin had it shown.
 */
import { defineBehaviour } from "../../../behaviours/runtime";
import { revenueCardContract } from "./revenue-card.contract";

let shown = false;

export const revenueCard = defineBehaviour(revenueCardContract, (button) => {
  const figure = revenueCardContract.find(button, "figure");
  const label = revenueCardContract.find(button, "label");
  if (!figure || !label) return;
  const masked = figure.textContent ?? "";
  const paint = () => {
    button.setAttribute("aria-pressed", String(shown));
    label.textContent = `${revenueCardContract.read(button, shown ? "hideLabel" : "showLabel") ?? ""}: `;
    figure.textContent = shown ? (revenueCardContract.read(button, "shown") ?? masked) : masked;
  };
  const press = () => {
    shown = !shown;
    paint();
  };
  paint();
  button.addEventListener("click", press);
  return () => button.removeEventListener("click", press);
});
