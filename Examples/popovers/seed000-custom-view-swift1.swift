// Seed 000's IBInspectable and IBDesignable article, its CustomView as written (Swift 1):
// three inspectable properties whose didSet sets the layer. Made in code and added to the
// view, it is drawn with its border; :inspect shows the Attributes inspector and what
// Interface Builder renders, and sets values through the setter as Interface Builder does.
class CustomView : UIView {
    @IBInspectable var borderColor: UIColor = UIColor.clearColor() {
        didSet {
            layer.borderColor = borderColor.CGColor
        }
    }

    @IBInspectable var borderWidth: CGFloat = 0 {
        didSet {
            layer.borderWidth = borderWidth
        }
    }

    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet {
            layer.cornerRadius = cornerRadius
        }
    }
}
let customView = CustomView(frame: CGRectMake(60, 160, 250, 120))
view.addSubview(customView)
customView.borderColor = UIColor.redColor()
customView.borderWidth = 2
// Without @IBDesignable Interface Builder does not run the class's code: an empty box.
:inspect customView
// The article's next step: @IBDesignable, so Interface Builder renders it live.
@IBDesignable class DesignableView : CustomView {
}
let designed = DesignableView(frame: CGRectMake(60, 320, 250, 120))
view.addSubview(designed)
:inspect designed borderWidth 1
:inspect designed borderColor UIColor.blueColor()
:inspect designed cornerRadius 12
