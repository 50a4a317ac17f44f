declare module "virtual:inline-script/*" {
  const code: string;
  export default code;
}
