function h = fig1(a, b, e, p1, p2)
% MAGICA (Joisha and Banerjee, TOPLAS 2006), Figure 1: implicit and dynamic assignment of
% array types. Lines 2 to 13 are the figure's lines 1 to 10; a, b and e are the inputs, p1 and
% p2 the loops' conditions.
d = max(b*b, abs(a)*b);
a = atan2(b, b');
d = (b+d)*fix(b);
while p1
  c = a*b;
  a = c+a.^b;
  b = c-a./c;
  while p2
    e = e*d;
  end
end
h = b.^b-a;
end
