# A backslash at the end of a line continues a double-quoted string (image's
# imapplymatrix.m has CRLF line ends; the last one here is a lone LF).
function s = string_continuation ()
  s = "first line \
second line";
  t = ["one \
two", "three"];
  u = "lf \
only";
endfunction
