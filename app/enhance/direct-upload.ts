export * from "../behaviours/upload/direct-upload";
