import { describe, expect, it } from "vitest";
import { tourGalleryImageMaxBytes, tourGalleryImageMaxMegabytes, uploadImageFormatOf } from "./imageUpload.ts";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

describe("uploadImageFormatOf (issue 25: the bytes decide, not the name)", () => {
  it("knows JPEG, PNG and WebP by their signatures", () => {
    expect(uploadImageFormatOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("jpeg");
    expect(uploadImageFormatOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    expect(uploadImageFormatOf(new Uint8Array([...ascii("RIFF"), 1, 2, 3, 4, ...ascii("WEBPVP8 ")]))).toBe("webp");
  });

  it("refuses text, other formats and cut-off signatures", () => {
    expect(uploadImageFormatOf(ascii("not an image, only named .jpg"))).toBeNull();
    expect(uploadImageFormatOf(ascii("GIF89a......"))).toBeNull();
    expect(uploadImageFormatOf(new Uint8Array([...ascii("RIFF"), 1, 2, 3, 4, ...ascii("WAVE")]))).toBeNull();
    expect(uploadImageFormatOf(ascii("RIFF1234WEB"))).toBeNull();
    expect(uploadImageFormatOf(bytes(0xff, 0xd8))).toBeNull();
    expect(uploadImageFormatOf(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(uploadImageFormatOf(new Uint8Array())).toBeNull();
  });

  it("limits a gallery image to 5 MB", () => {
    expect(tourGalleryImageMaxBytes).toBe(5 * 1024 * 1024);
    expect(tourGalleryImageMaxMegabytes).toBe(5);
  });
});
