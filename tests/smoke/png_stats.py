#!/usr/bin/env python3
"""Checks a PNG screenshot is a real picture, not blank: decodes it with the standard
library only and requires many distinct colours and no single colour covering nearly all of it.
Usage: png_stats.py FILE [--expect-size W H]"""
import struct
import sys
import zlib


def decode(path):
    data = open(path, 'rb').read()
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        raise ValueError('not a PNG')
    pos, idat, width, height, ctype = 8, b'', 0, 0, 0
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, ctype = struct.unpack('>IIBB', body[:10])
            if depth != 8 or ctype not in (2, 6):
                raise ValueError('unsupported PNG format')
        elif kind == b'IDAT':
            idat += body
        pos += 12 + length
    bpp = 4 if ctype == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


def main():
    path = sys.argv[1]
    width, height, bpp, rows = decode(path)
    if '--expect-size' in sys.argv:
        k = sys.argv.index('--expect-size')
        ew, eh = int(sys.argv[k + 1]), int(sys.argv[k + 2])
        if (width, height) != (ew, eh):
            sys.exit(f'{path}: {width}x{height}, expected {ew}x{eh}')
    counts = {}
    for row in rows[::2]:
        for x in range(0, len(row), bpp * 2):
            px = row[x:x + 3]
            counts[px] = counts.get(px, 0) + 1
    total = sum(counts.values())
    top = max(counts.values())
    print(f'{path}: {width}x{height}, {len(counts)} colours, commonest covers {100 * top / total:.1f}%')
    if len(counts) < 50 or top / total > 0.97:
        sys.exit(f'{path}: looks blank')


if __name__ == '__main__':
    main()
