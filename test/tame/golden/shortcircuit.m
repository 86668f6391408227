function r = shortcircuit(a, b, c)
r = a && b;
r = a || b;
r = a && b || c;
if a > 0 && b(1) > 0
  r = true;
end
r = a & b | c;
end
