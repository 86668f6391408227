function drv_shapes_oop()
% Objects: a handle class hierarchy with a dependent property and a static factory, and a
% value class with overloaded operators.
c = Circle(2);
r = Rect(3, 4);
q = Rect.square(5);
shapes = {c, r, q};
[total, biggest] = total_area(shapes);
fprintf('total %.3f, biggest %s\n', total, biggest);
ac = c.area();
pr = perimeter(r);
rat = q.ratio();
lab = c.label;
fprintf('%g %g %g %s\n', ac, pr, rat, lab);
c.translate([1 2 3 4]);
alias = c;
alias.translate([5 6]);
moved = c.moves;
rad = c.radius;
fprintf('moved %g, radius %g\n', moved, rad);
m1 = Money(2.5);
m2 = Money(1.25, 'EUR');
m3 = m1 + m2;
m4 = m3 * 3;
v = m4.value();
t = text(m4);
cents = m4.cents;
fprintf('%g %s %d\n', v, t, cents);
isc = isa(c, 'Shape2D');
cls = class(q);
fprintf('%d %s\n', isc, cls);
end
