function drv_value_objects()
% Value objects: defaults, copies that do not alias, properties changed in loops and by methods.
a = Vec3(1, 2, 2);
b = a;
b.x = 10;
ax = a.x;
bx = b.x;
c = a + b;
cn = c.norm();
d = scale(a, 3);
dz = d.z;
e = Vec3();
ez = e.z;
e.tag = 'origin';
etag = e.tag;
p = Polyline();
n0 = p.count;
for k = 1:4
  p = p.add(Vec3(k, k ^ 2, 0));
end
pts = p.points;
pc = p.count;
L = p.len();
q = p;
q.name = 'copy';
pname = p.name;
qname = q.name;
fprintf('%g %g %g %g %g %s %d %d %g %s %s\n', ax, bx, cn, dz, ez, etag, n0, pc, L, pname, qname);
disp(size(pts));
end
